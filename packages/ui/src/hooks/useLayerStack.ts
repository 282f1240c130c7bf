import { useCallback, useEffect, useRef } from 'react';

/** Open modal layers, oldest first. Only the newest one answers Escape and keeps focus. */
const openLayers: symbol[] = [];

export function useLayerStack(active: boolean): () => boolean {
  const layerRef = useRef<symbol | null>(null);

  useEffect(() => {
    if (!active) return;
    const layer = Symbol('modal layer');
    layerRef.current = layer;
    openLayers.push(layer);
    return () => {
      openLayers.splice(openLayers.indexOf(layer), 1);
      layerRef.current = null;
    };
  }, [active]);

  return useCallback(() => layerRef.current !== null && openLayers[openLayers.length - 1] === layerRef.current, []);
}
