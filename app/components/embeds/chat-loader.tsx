import { useBusiness } from "~/components/use-business";

/**
 * Names the chat widget's script for the islands script (app/components/islands/islands-script.ts),
 * which loads it once the page has finished loading and the browser is idle (decisions.md point 8),
 * so chat never competes with the page's own content.
 */
export function ChatLoader() {
  const src = useBusiness().external.chatScriptUrl;
  return src ? <div hidden data-chat-src={src} /> : null;
}
