/**
 * The site's icon set: the lucide-react icons the site draws, named once here. Every part imports them from the kit,
 * so all draw one version (the contracts pin it) and each bundles only the icons it uses; sharing the whole package
 * between parts would load every icon on every page, as Module Federation cannot trim a shared package.
 * Add an icon here before using it.
 */
export type { LucideIcon } from 'lucide-react';
export {
  ArrowRight,
  Check,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  CircleAlert,
  CircleCheck,
  FileCheck,
  FlaskConical,
  Heart,
  House,
  Inbox,
  Info,
  LogIn,
  LoaderCircle,
  LogOut,
  MapPin,
  Menu,
  OctagonAlert,
  PackagePlus,
  Repeat,
  Ruler,
  Search,
  ShieldCheck,
  ShoppingCart,
  SlidersHorizontal,
  Trash2,
  TriangleAlert,
  X,
} from 'lucide-react';
