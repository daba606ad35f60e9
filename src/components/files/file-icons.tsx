/** Icons the file widgets need beyond ../icons.tsx, drawn the same way (stroke 1.75, currentColor). */
import { icon } from '../icons.tsx';

export const UploadIcon = icon(['M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4', 'm17 8-5-5-5 5', 'M12 3v12']);
export const DownloadIcon = icon(['M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4', 'm7 10 5 5 5-5', 'M12 15V3']);
export const EyeIcon = icon(['M1 12s4-8 11-8 11 8 11 8-4 8-11 8-11-8-11-8z', 'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z']);
export const TrashIcon = icon(['M3 6h18', 'M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6', 'M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2', 'M10 11v6', 'M14 11v6']);
export const PlusIcon = icon(['M12 5v14', 'M5 12h14']);
export const RotateIcon = icon(['M21 12a9 9 0 1 1-3-6.7L21 8', 'M21 3v5h-5']);
export const SheetIcon = icon(['M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z', 'M14 2v6h6', 'M8 13h8', 'M8 17h8', 'M12 11v8']);
