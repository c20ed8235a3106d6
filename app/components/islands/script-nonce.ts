import { createContext } from "react";

/**
 * The request's CSP nonce for the inline scripts the document adds itself (islands, speculation
 * rules); React Router's own scripts take it from <ServerRouter nonce>. Only the server provides it
 * (app/entry.server.tsx): in the browser the attribute is already in the document.
 */
export const ScriptNonceContext = createContext<string | undefined>(undefined);
