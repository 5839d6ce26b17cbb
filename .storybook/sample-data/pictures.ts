/** A 16 × 16 orange PNG: a real picture for `userEvent.upload(input, new File([samplePngBytes], 'saw.png', { type: 'image/png' }))`. */
export const samplePngBytes = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR42mN4FcFDEmIY1TCqYfhqAABvEE4QAQkSFQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

/** Text saved under a picture's name: the shop looks at the bytes and refuses it. */
export const notAPictureBytes = new TextEncoder().encode('Order list, Monday: 3 saws, 2 drills');
