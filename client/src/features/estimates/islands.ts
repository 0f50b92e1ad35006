/** The estimate's island (components/island.tsx), loaded when it hydrates. */
export const loadEstimateToolIsland = () => import("./tool/estimate-tool-live").then((module) => module.default);
