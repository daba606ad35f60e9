/** The warnings and notifications of spec 01 §8 for uploads, shared by every uploader. */
import type { Translate } from '../../../runtime/errors.ts';
import { RequestError } from '../../api/request-error.ts';
import { toast } from '../toast.ts';
import type { Refusal } from './file-rules.ts';

/** A file refused before sending: warning titled '上传文件警告'. */
export function warnRefusal(t: Translate, refusal: Refusal): void {
  toast.warning(t('upload.warnTitle'), t(refusal.messageId, refusal.params));
}

/** A failed upload: notification titled '上传文件未成功' with the server's reason or '未知错误'. */
export function notifyUploadFailed(t: Translate, error: unknown): void {
  // A 401 already put up the re-login prompt.
  if (error instanceof RequestError && error.status === 401) return;
  const message = error instanceof Error && error.message ? error.message : t('upload.unknown');
  toast.notify({ type: 'error', title: t('upload.failedTitle'), message });
}
