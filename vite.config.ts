import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// Public pages load a handful of scripts instead of thirty: on a phone every extra request is
// another round trip before the page can react. The framework is one chunk, the icons another,
// and code shared by several routes a third; each route keeps its own chunk.
const clientChunks = {
  groups: [
    { name: "framework", test: /node_modules[\\/](react|react-dom|scheduler|react-router|@react-router|turbo-stream|cookie|set-cookie-parser)[\\/]/, priority: 3 },
    { name: "icons", test: /node_modules[\\/]lucide-react[\\/]/, priority: 2 },
    {
      name: "site",
      test: /[\\/]app[\\/](components[\\/](ui|marketing|embeds)[\\/]|components[\\/][\w-]+\.tsx?$|config[\\/]|seo[\\/]|content[\\/](navigation|locations)|domain[\\/]staff-paths)/,
      minShareCount: 2,
      priority: 1,
    },
  ],
};

export default defineConfig({
  environments: {
    client: { build: { rolldownOptions: { output: { codeSplitting: clientChunks } } } },
    // The server bundle's entry is the Express app, which imports the React Router build itself.
    ssr: { build: { rolldownOptions: { input: "./server/app.ts" } } },
  },
  resolve: { tsconfigPaths: true },
  plugins: [tailwindcss(), reactRouter()],
});
