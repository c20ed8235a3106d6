/** A photo of the public gallery, as the gallery page and its search show it. */
export interface GalleryPhoto {
  id: string;
  variableName: string;
  title: string;
  imageUrl: string;
  alt: string;
  description: string | null;
  useCase: string | null;
  keywords: string[];
}

/** A photo in the home page's random gallery strip. */
export interface GalleryImage {
  id: string;
  title: string;
  imageUrl: string;
  alt: string;
}
