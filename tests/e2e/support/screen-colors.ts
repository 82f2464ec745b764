// The colours the screen shows over an element (a map's canvas), read from a screenshot of it.
import type { Locator } from "playwright-core";

export const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

/** What the screen shows over the map: the colour at each pixel asked, and the share of pixels near `color`. */
export async function screenColors(map: Locator, at: Array<{ x: number; y: number }>, color: string): Promise<{ at: number[][]; share: number }> {
  const png = (await map.screenshot()).toString("base64");
  return map.page().evaluate(
    async ({ png, at, color }) => {
      const img = new Image();
      img.src = `data:image/png;base64,${png}`;
      await img.decode();
      const canvas = document.createElement("canvas");
      canvas.width = img.width;
      canvas.height = img.height;
      const ctx = canvas.getContext("2d")!;
      ctx.drawImage(img, 0, 0);
      const data = ctx.getImageData(0, 0, img.width, img.height).data;
      const scale = window.devicePixelRatio || 1;
      const px = (x: number, y: number) => {
        const i = (Math.round(y * scale) * img.width + Math.round(x * scale)) * 4;
        return [data[i], data[i + 1], data[i + 2]];
      };
      let near = 0;
      for (let i = 0; i < data.length; i += 4) {
        if (Math.abs(data[i] - color[0]) <= 6 && Math.abs(data[i + 1] - color[1]) <= 6 && Math.abs(data[i + 2] - color[2]) <= 6) near++;
      }
      return { at: at.map((p) => px(p.x, p.y)), share: near / (data.length / 4) };
    },
    { png, at, color: rgb(color) },
  );
}
export const close = (actual: number[], hex: string) => actual.every((v, i) => Math.abs(v - rgb(hex)[i]) <= 6);
