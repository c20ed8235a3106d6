import { createContext, useContext } from "react";

/**
 * The site's stylesheet, which the server inlines into <head> (one request fewer before the first
 * paint). Only the server provides it (app/entry.server.tsx), so the CSS is not shipped a second
 * time inside the JavaScript.
 */
export const InlineStylesContext = createContext("");

export function InlineStyles() {
  const css = useContext(InlineStylesContext);
  // A stylesheet resource (href + precedence): React puts it right after the charset and viewport,
  // before the page's title and meta tags, so every document starts with the same ~60 KB, which
  // the server compresses once (server/whole-gzip.ts). In the browser the value is empty and React
  // adopts the server's element by its href instead of writing another.
  return (
    <style href="site-css" precedence="site">
      {css}
    </style>
  );
}
