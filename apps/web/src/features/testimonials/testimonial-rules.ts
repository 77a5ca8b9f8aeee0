import { TESTIMONIAL_PHOTO_MAX_BYTES } from '@marginalia/contracts/testimonials/testimonials.contract';

/**
 * What is wrong with a chosen photo before it is sent, as a message key (the server checks the bytes
 * again: a renamed file is refused there): not a JPEG or PNG by its name or type, or over 8 MB.
 */
export function photoProblem(photo: Pick<File, 'name' | 'size' | 'type'> | null): 'testimonial-photo-type' | 'testimonial-photo-too-large' | null {
  if (!photo) return null;
  const named = /\.(jpe?g|png)$/i.test(photo.name);
  const typed = photo.type === '' || photo.type === 'image/jpeg' || photo.type === 'image/png';
  if (!named || !typed) return 'testimonial-photo-type';
  if (photo.size > TESTIMONIAL_PHOTO_MAX_BYTES) return 'testimonial-photo-too-large';
  return null;
}
