// The chart library draws a chart's HTML parts into an image only when a chart is saved as a picture, with
// html2canvas. The build resolves `html2canvas` to this module, so that code (about a fifth of the charts' size)
// is fetched the first time a picture is taken instead of with every first visit to the statistics.
type Html2Canvas = typeof import("html2canvas").default;

const html2canvasOnDemand: Html2Canvas = async (element, options) => {
  const { default: html2canvas } = await import("html2canvas/dist/html2canvas.esm.js");
  return html2canvas(element, options);
};

export default html2canvasOnDemand;
