/**
 * Content names icons by string (app/content/blocks.ts ICON_NAMES); this is the one map from a name
 * to its lucide component. Only the icons listed here are imported, so the bundle holds no others.
 */
import {
  Award,
  BadgeCheck,
  BadgePercent,
  Bell,
  BookOpen,
  Building2,
  CalendarRange,
  Church,
  ClipboardCheck,
  Clock,
  CloudHail,
  CloudLightning,
  CloudRain,
  DollarSign,
  Droplets,
  Hammer,
  HandCoins,
  Home,
  House,
  Landmark,
  Leaf,
  Recycle,
  SearchCheck,
  ShieldCheck,
  Siren,
  Sun,
  Thermometer,
  Timer,
  Tornado,
  TreePine,
  Wind,
  Wrench,
  type LucideIcon,
} from "lucide-react";
import type { IconName } from "~/content/blocks";

const icons: Record<IconName, LucideIcon> = {
  award: Award,
  "badge-check": BadgeCheck,
  "badge-percent": BadgePercent,
  bell: Bell,
  "book-open": BookOpen,
  "building-2": Building2,
  "calendar-range": CalendarRange,
  church: Church,
  "clipboard-check": ClipboardCheck,
  clock: Clock,
  "cloud-hail": CloudHail,
  "cloud-lightning": CloudLightning,
  "cloud-rain": CloudRain,
  "dollar-sign": DollarSign,
  droplets: Droplets,
  hammer: Hammer,
  "hand-coins": HandCoins,
  home: Home,
  house: House,
  landmark: Landmark,
  leaf: Leaf,
  recycle: Recycle,
  "search-check": SearchCheck,
  "shield-check": ShieldCheck,
  siren: Siren,
  sun: Sun,
  thermometer: Thermometer,
  timer: Timer,
  tornado: Tornado,
  "tree-pine": TreePine,
  wind: Wind,
  wrench: Wrench,
};

/** The icon a content name stands for; decorative, so hidden from assistive technology. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  const Component = icons[name];
  return <Component aria-hidden="true" className={className} />;
}
