import { InvalidCursorError } from '../domain/page';
import { invalidData } from './errors';

/** A page read from a repository; a cursor it never handed out is the caller's mistake, refused in words. */
export async function readPage<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof InvalidCursorError) throw invalidData(error.message);
    throw error;
  }
}
