export { adminAppRouter } from "./admin-app.router";
export { pushRouter } from "./push.router";
