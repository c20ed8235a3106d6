export { ChatLoader } from "./chat-loader";
export { EstimateFrame, ESTIMATE_FRAME_INITIAL_HEIGHT } from "./estimate-frame";
export { LazyMap } from "./lazy-map";
