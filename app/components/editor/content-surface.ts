import type { RefObject } from "react";
import type { Photo } from "~/domain/photos";
import type { PlaceholderValues } from "~/domain/placeholders";
import type { PlaceholderGroup } from "./content-toolbar";

/** What either writing surface (markdown box or visual editor) gets from the content field. */
export interface ContentSurfaceProps {
  id: string;
  /** The element whose text names the surface ("Content"). */
  labelId: string;
  describedBy: string;
  invalid: boolean;
  value: string;
  onChange: (value: string) => void;
  /**
   * Set by the surface while it is shown: the text it holds at this moment. A save reads it, so the
   * last keystroke goes with the click even when `value` has not caught up (the visual editor writes
   * its text to the field when typing pauses; docs/decisions/019-visual-editor.md).
   */
  readNow?: RefObject<(() => string) | null>;
  /** Album photos offered by "Insert photo". */
  photos: Photo[];
  placeholderGroups: PlaceholderGroup[];
  /** What each placeholder holds (the business's values, the sample town's, the library's). */
  sampleValues: PlaceholderValues;
}
