import { describe, expect, it } from 'vitest';
import { photoProblem } from './testimonial-rules';

describe('photoProblem', () => {
  it('accepts no photo, or one JPEG or PNG up to 8 MB', () => {
    expect(photoProblem(null)).toBeNull();
    expect(photoProblem({ name: 'me.JPG', size: 2_000_000, type: 'image/jpeg' })).toBeNull();
    expect(photoProblem({ name: 'me.png', size: 8 * 1024 * 1024, type: 'image/png' })).toBeNull();
    // Some browsers give no type: the name and the server's check of the bytes decide.
    expect(photoProblem({ name: 'me.jpeg', size: 10, type: '' })).toBeNull();
  });
  it('refuses other kinds of files and photos over 8 MB', () => {
    expect(photoProblem({ name: 'me.heic', size: 10, type: 'image/heic' })).toBe('testimonial-photo-type');
    expect(photoProblem({ name: 'cv.pdf', size: 10, type: 'application/pdf' })).toBe('testimonial-photo-type');
    expect(photoProblem({ name: 'me.jpg', size: 10, type: 'application/pdf' })).toBe('testimonial-photo-type');
    expect(photoProblem({ name: 'me.jpg', size: 8 * 1024 * 1024 + 1, type: 'image/jpeg' })).toBe('testimonial-photo-too-large');
  });
});
