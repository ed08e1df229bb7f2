/** Request header in which the proxy passes the visitor's path on to the pages (for logging). */
export const requestPathHeader = 'x-site-path'
