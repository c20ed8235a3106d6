import type { RouteConfig } from "@react-router/dev/routes";
import { flatRoutes } from "@react-router/fs-routes";

// File-based routes: app/routes/<path>.tsx (dots are slashes, `_layout.` prefixes share a layout).
export default flatRoutes() satisfies RouteConfig;
