export { AuthCard } from "./AuthCard";
export { LoginForm, type LoginValues } from "./LoginForm";
export { LoginPage } from "./LoginPage";
