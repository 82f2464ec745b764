export { PasswordChangePage, type PasswordChangePageProps } from "./PasswordChangePage";
