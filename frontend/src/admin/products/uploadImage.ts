import axios from 'axios';

export interface UploadSteps {
  /** POST /api/admin/uploads/url → the URL to PUT the file to. */
  getUploadUrl: (body: { filename: string; contentType: string }) => Promise<{ uploadURL: string }>;
  /** POST /api/admin/uploads/confirm → the stored image's URL. */
  confirm: (body: { imageURL: string }) => Promise<{ url: string }>;
}

/**
 * The presigned upload flow: ask for an upload URL, PUT the file there with axios for
 * its progress events, then confirm with the URL minus its query string.
 */
export async function uploadImage(
  file: File,
  steps: UploadSteps,
  onProgress: (percent: number) => void,
): Promise<string> {
  const contentType = file.type || 'application/octet-stream';
  const { uploadURL } = await steps.getUploadUrl({ filename: file.name, contentType });
  await axios.put(uploadURL, file, {
    headers: { 'Content-Type': contentType },
    // A presigned bucket URL must not get the shop's cookies; same-origin URLs get them anyway.
    withCredentials: false,
    onUploadProgress: (event) => {
      if (event.total) onProgress(Math.round((event.loaded / event.total) * 100));
    },
  });
  const { url } = await steps.confirm({ imageURL: uploadURL.split('?')[0] });
  return url;
}
