import { useState } from 'react';
import { useFileLink } from './files/file-links.ts';

/**
 * A round avatar: the picture, or the first character of the name when there is none or it
 * fails. `image` is the stored avatar, the file id of an image the user uploaded
 * (system/user/changeUserAvatar.ajax), as currentUserInfo and the workflow log answer it.
 */
export function Avatar({ image, name, size = 32 }: { image?: string; name: string; size?: number }) {
  const src = useFileLink(image || undefined, true);
  const [failed, setFailed] = useState<string | undefined>();
  const showImage = src && failed !== src;
  return (
    <span className="inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary-600 font-medium text-white select-none" style={{ width: size, height: size, fontSize: Math.round(size * 0.42) }}>
      {showImage ? <img src={src} alt={name} className="h-full w-full object-cover" onError={() => setFailed(src)} /> : (Array.from(name.trim())[0] ?? '?').toUpperCase()}
    </span>
  );
}
