import type { ReactNode } from 'react';
import { apiUrl } from '../../api/bases.ts';
import { reportError } from '../../api/report-error.ts';
import { downloadStoredFile } from './file-links.ts';

export interface FileDownloadLinkProps {
  id: string;
  fileName: string;
  className?: string;
  title?: string;
  'aria-label'?: string;
  children: ReactNode;
}

/**
 * A link that downloads a stored file. A click fetches a signed link at that moment (a link
 * made when the list rendered would have expired); the href is the plain call, without any
 * token, so copying it gives nobody the file.
 */
export function FileDownloadLink({ id, fileName, children, ...rest }: FileDownloadLinkProps) {
  const href = `${apiUrl('attachment/fileDownload')}?infoNo=${encodeURIComponent(id)}`;
  return (
    <a
      {...rest}
      href={href}
      download={fileName}
      onClick={(event) => {
        event.preventDefault();
        downloadStoredFile(id, fileName).catch(reportError);
      }}
    >
      {children}
    </a>
  );
}
