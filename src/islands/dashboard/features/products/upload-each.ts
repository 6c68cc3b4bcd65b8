import { toast } from '../../../../ui/toast-store.ts';

/**
 * Uploads a product's images one after the other, so they keep the order they were picked in; a
 * file that fails is said in a toast and the rest still go.
 */
export async function uploadEach(files: File[], upload: (file: File) => Promise<unknown>, failedTitle: string) {
  for (const file of files) {
    try {
      await upload(file);
    } catch (error) {
      toast({ title: failedTitle, description: (error as Error).message, variant: 'danger', position: 'bottom-right' });
    }
  }
}
