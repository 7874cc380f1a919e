import { CloseOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Progress, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { LIMITS, MSG, UPLOAD_IMAGE_TYPES } from '@freakdrop/contract';
import { ADMIN_TEXT } from '../texts';
import { useAdminUploadConfirmMutation, useAdminUploadUrlMutation } from '../adminApi';
import { useFeedback } from '../feedback';
import { uploadImage } from './uploadImage';

const ACCEPT = UPLOAD_IMAGE_TYPES.join(',');

interface Props {
  id?: string;
  value?: string[];
  onChange?: (images: string[]) => void;
}

/**
 * Up to LIMITS.maxImagesPerProduct images: uploaded one after the other with a
 * progress bar, 'Uploading...' and the remaining count; each removable; the picker hides at 3.
 */
export function ImagesInput({ id, value = [], onChange }: Props) {
  const feedback = useFeedback();
  const [getUploadUrl] = useAdminUploadUrlMutation();
  const [confirm] = useAdminUploadConfirmMutation();
  const [remaining, setRemaining] = useState(0);
  const [percent, setPercent] = useState(0);
  // Uploads finish after re-renders: always append to the newest list.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  const max = LIMITS.maxImagesPerProduct;

  function update(images: string[]) {
    latest.current = images;
    onChange?.(images);
  }

  async function onPick(event: React.ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length === 0) return;
    const room = max - latest.current.length;
    if (files.length > room) {
      feedback.warning(MSG.tooManyImagesTitle, MSG.tooManyImagesBody);
    }
    const queue = files.slice(0, Math.max(room, 0));
    for (let i = 0; i < queue.length; i++) {
      setRemaining(queue.length - i);
      setPercent(0);
      try {
        const url = await uploadImage(
          queue[i],
          {
            getUploadUrl: (body) => getUploadUrl(body).unwrap(),
            confirm: (body) => confirm(body).unwrap(),
          },
          setPercent,
        );
        update([...latest.current, url]);
      } catch (error) {
        // A 4xx reason (too large, not an image) helps more than the generic text.
        feedback.error(error, ADMIN_TEXT.uploadFailedBody, ADMIN_TEXT.uploadFailedTitle);
      }
    }
    setRemaining(0);
  }

  const uploading = remaining > 0;
  return (
    <div className="admin-images" id={id}>
      <div className="admin-images-grid">
        {value.map((url, i) => (
          <div className="admin-images-thumb" key={url}>
            <img src={url} alt={`${ADMIN_TEXT.fieldImages} ${i + 1}`} />
            <Button
              size="small"
              shape="circle"
              danger
              icon={<CloseOutlined />}
              aria-label={`${ADMIN_TEXT.removeImage} ${i + 1}`}
              className="admin-images-remove"
              disabled={uploading}
              onClick={() => update(latest.current.filter((u) => u !== url))}
            />
          </div>
        ))}
        {value.length < max && !uploading && (
          <label className="admin-images-pick">
            <input
              type="file"
              accept={ACCEPT}
              multiple
              aria-label={ADMIN_TEXT.uploadImages}
              onChange={(e) => void onPick(e)}
            />
            <UploadOutlined />
            <span>{ADMIN_TEXT.uploadImages}</span>
          </label>
        )}
        {uploading && (
          <div className="admin-images-progress" role="status">
            <Typography.Text strong>{ADMIN_TEXT.uploading}</Typography.Text>
            <Typography.Text type="secondary">
              {ADMIN_TEXT.uploadingRemaining(remaining)}
            </Typography.Text>
            <Progress percent={percent} size="small" />
          </div>
        )}
      </div>
      <Typography.Text type="secondary" className="admin-hint">
        {ADMIN_TEXT.imagesHint(max)}
      </Typography.Text>
    </div>
  );
}
