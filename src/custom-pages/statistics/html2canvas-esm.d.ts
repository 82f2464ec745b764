// html2canvas's ES build, named by path so that the build's alias of `html2canvas` does not point back to itself
declare module "html2canvas/dist/html2canvas.esm.js" {
  export { default } from "html2canvas";
}
