import { ExternalLink } from 'lucide'

import { Icon } from '@/components/ui/Icon'

import type { ProductLink } from './Navbar.client'

type Props = {
  product: NonNullable<ProductLink>
  className: string
  iconClassName: string
  /** "(opens in a new tab)" for screen readers. */
  newTab: string
  onClick?: () => void
}

/** The menu item of the firm's external product (site settings), opening in a new tab. */
export function ProductLinkItem({ product, className, iconClassName, newTab, onClick }: Props) {
  return (
    <li>
      <a
        href={product.url}
        target="_blank"
        rel="noopener noreferrer"
        className={className}
        onClick={onClick}
      >
        {product.label}
        <Icon icon={ExternalLink} className={iconClassName} />
        <span className="sr-only">{newTab}</span>
      </a>
    </li>
  )
}
