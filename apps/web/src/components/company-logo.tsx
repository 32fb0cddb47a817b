import { useState } from 'react';
import { Avatar } from '@mantine/core';

interface TCompanyLogoProps {
  name: string;
  /** the logo's URL; without it, or when it fails to load, the company's initial is shown */
  src?: string;
  /** height in px; logos are often wide wordmarks, so they keep their proportions up to 4× as wide */
  size?: number;
}

export function CompanyLogo({ name, src, size = 40 }: TCompanyLogoProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (src && failedSrc !== src)
    return (
      <img
        src={src}
        alt={name}
        height={size}
        style={{ height: size, width: 'auto', maxWidth: size * 4, objectFit: 'contain', display: 'block' }}
        onError={() => setFailedSrc(src)}
      />
    );
  const initial = name.trim().charAt(0).toUpperCase() || '?';
  return (
    <Avatar size={size} radius="md" color="brand" variant="filled" aria-hidden>
      {initial}
    </Avatar>
  );
}
