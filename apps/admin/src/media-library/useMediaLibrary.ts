import type { MediaLibraryItem } from "@dukan/contract";
import { useQuery } from "@tanstack/react-query";
import type { MediaItem } from "../editor/Dialogs.tsx";
import { api } from "../providers.ts";

/** The media library's pictures as the editor's picture dialog offers them (newest 200). */
export function useMediaLibrary(): MediaItem[] {
  const library = useQuery({
    queryKey: ["media-library", "editor"],
    queryFn: () => api<{ data: MediaLibraryItem[] }>("/media-library?perPage=200"),
  });
  return (library.data?.data ?? []).map((item) => ({ src: item.url, label: item.fileName }));
}
