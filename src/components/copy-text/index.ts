export { CopyText, type CopyTextProps } from "./CopyText";
export { copyToClipboard } from "./copy";
