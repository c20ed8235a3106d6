import { createContext, useContext } from "react";

/**
 * The site's stylesheet, which the server inlines into <head> (one request fewer before the first
 * paint). Only the server provides it (app/entry.server.tsx), so the CSS is not shipped a second
 * time inside the JavaScript.
 */
export const InlineStylesContext = createContext("");

export function InlineStyles() {
  const css = useContext(InlineStylesContext);
  // On the client the value is empty: React does not rewrite inner HTML while hydrating, and since
  // the value never changes afterwards it never touches the server's stylesheet.
  return <style dangerouslySetInnerHTML={{ __html: css }} suppressHydrationWarning />;
}
