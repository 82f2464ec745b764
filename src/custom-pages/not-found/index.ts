export { ConnectionErrorPage, ForbiddenPage, NotFoundPage } from "./ErrorPage";
