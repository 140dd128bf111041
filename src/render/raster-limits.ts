// The sizes a PNG may have (plain numbers, so the HTTP layer can check a request without loading the rasterizer).
export const RASTER_LIMITS = { minScale: 0.1, maxScale: 8, maxSide: 10000, maxPixels: 50_000_000 } as const;
