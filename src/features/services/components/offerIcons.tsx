import {
  BellRing,
  Building2,
  Calculator,
  ChartColumn,
  ChartLine,
  ClipboardCheck,
  ClipboardList,
  FileSearch,
  FileText,
  FlaskConical,
  Gavel,
  Handshake,
  Landmark,
  Layers,
  Lightbulb,
  ListChecks,
  MapPin,
  Megaphone,
  MessagesSquare,
  MonitorCog,
  RefreshCcw,
  Scale,
  Search,
  ShieldCheck,
  Sprout,
  Tag,
  Target,
  Tractor,
  TrendingUp,
  UserCheck,
  Users,
  Wallet,
  Workflow,
} from 'lucide'

import type { ServiceSlug } from '@/components/site/navigation'
import type { IconNode } from '@/components/ui/Icon'
import type { Six } from '@/copy/services/types'

/** The icon of each offer, in the order of the offers in src/copy/services. */
export const offerIcons: Record<ServiceSlug, Six<IconNode>> = {
  consultancy: [Search, Target, Workflow, Building2, MonitorCog, RefreshCcw],
  'eu-business-plans': [FileText, ChartLine, Users, Scale, Calculator, ListChecks],
  'financial-advisory': [ChartColumn, Wallet, Layers, Landmark, TrendingUp, ClipboardList],
  'eu-funding': [BellRing, ShieldCheck, FileText, MessagesSquare, Gavel, ClipboardCheck],
  'entrepreneur-consulting': [Lightbulb, Sprout, Tag, Megaphone, Users, Handshake],
  'grant-business-plans': [UserCheck, MapPin, Tractor, Landmark, FlaskConical, FileSearch],
}
