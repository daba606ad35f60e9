import { useState } from 'react';

/** A round avatar: the image, or the first character of the name when there is none or it fails. */
export function Avatar({ src, name, size = 32 }: { src?: string; name: string; size?: number }) {
  const [failed, setFailed] = useState<string | undefined>();
  const showImage = src && failed !== src;
  return (
    <span className="inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary-600 font-medium text-white select-none" style={{ width: size, height: size, fontSize: Math.round(size * 0.42) }}>
      {showImage ? <img src={src} alt={name} className="h-full w-full object-cover" onError={() => setFailed(src)} /> : (Array.from(name.trim())[0] ?? '?').toUpperCase()}
    </span>
  );
}
