import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { nodeWorkerUrl } from "./scripts/vite-node-worker.mjs";

// Public pages load a handful of scripts instead of thirty: on a phone every extra request is
// another round trip before the page can react. The framework is one chunk, the icons another,
// code shared by several routes a third; the renderer and helpers every block page needs a fourth,
// and the block components several pages share a fifth (a page's own blocks stay in its route
// chunk, so /home, whose blocks are its own, loads the small core only); each route keeps its own.
const clientChunks = {
  groups: [
    { name: "framework", test: /node_modules[\\/](react|react-dom|scheduler|react-router|@react-router|turbo-stream|cookie|set-cookie-parser)[\\/]/, priority: 3 },
    { name: "icons", test: /node_modules[\\/]lucide-react[\\/]/, priority: 2 },
    {
      name: "site",
      test: /[\\/]app[\\/](components[\\/](ui|marketing|embeds)[\\/]|components[\\/][\w-]+\.tsx?$|config[\\/]|seo[\\/]|content[\\/](navigation|locations)|domain[\\/](staff-paths|placeholders|brand-color))/,
      minShareCount: 2,
      priority: 1,
    },
    {
      name: "blocks-core",
      test: /[\\/]app[\\/]components[\\/]blocks[\\/](blocks|inline|inline-text|buttons|icons|tones|band|page-office|drawings|dealer-number)\.tsx?$/,
      minShareCount: 2,
      priority: 2,
    },
    {
      name: "blocks",
      test: /[\\/]app[\\/](components[\\/](blocks|services)[\\/](?!illustrations[\\/])|content[\\/]blocks\.ts)/,
      minShareCount: 2,
      priority: 1,
    },
  ],
};

export default defineConfig({
  environments: {
    client: { build: { rolldownOptions: { output: { codeSplitting: clientChunks } } } },
    // The server bundle's entry is the Express app, which imports the React Router build itself.
    // drizzle-orm is bundled (with the better-auth adapter that imports it): loaded from
    // node_modules, Node reads its 180 KB package.json again for each of its hundred modules, and
    // the garbage of that left the server's young heap at 128 MB for the rest of its life
    // (docs/decisions/015-scale-and-memory.md). lucide-react is bundled so only the icons used are.
    ssr: {
      resolve: { noExternal: ["drizzle-orm", "better-auth", "@better-auth/drizzle-adapter", "lucide-react"] },
      build: { rolldownOptions: { input: "./server/app.ts" } },
    },
  },
  resolve: { tsconfigPaths: true },
  plugins: [tailwindcss(), reactRouter(), nodeWorkerUrl()],
});
