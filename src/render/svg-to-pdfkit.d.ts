// Types for svg-to-pdfkit (the package ships none): draws an SVG string into a PDFKit document.
declare module 'svg-to-pdfkit' {
  interface SvgToPdfOptions {
    width?: number;
    height?: number;
    assumePt?: boolean;
    preserveAspectRatio?: string;
    useCSS?: boolean;
    precision?: number;
    fontCallback?: (family: string, bold: boolean, italic: boolean, fontOptions: { fauxItalic: boolean; fauxBold: boolean }) => string;
    imageCallback?: (link: string) => string;
    documentCallback?: (file: string) => unknown;
    colorCallback?: (color: unknown) => unknown;
    warningCallback?: (warning: string) => void;
  }
  function SVGtoPDF(doc: PDFKit.PDFDocument, svg: string, x?: number, y?: number, options?: SvgToPdfOptions): void;
  export default SVGtoPDF;
}
