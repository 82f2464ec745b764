export { PlaygroundPage } from "./PlaygroundPage";
