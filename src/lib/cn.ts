import { clsx, type ClassValue } from 'clsx'
import { twMerge } from 'tailwind-merge'

/** Joins class names, later Tailwind utilities winning. For server components only: client components use clsx, so tailwind-merge stays out of the browser. */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs))
}
