export { ImageRefused, UPLOAD_MAX_PIXELS, reencodeImage, type CleanImage, type UploadImageType } from './image';
