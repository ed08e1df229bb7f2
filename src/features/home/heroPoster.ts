// Written by scripts/heroPoster.mjs from public/hero/hero-poster.jpg: do not edit.

/** The hero's poster as a data URL (432 bytes of WebP, 240 x 135). */
export const heroPoster = {
  src: 'data:image/webp;base64,UklGRqgBAABXRUJQVlA4IJwBAADQDwCdASrwAIcAPm02mEmkIqIhIEgAgA2JaW7f+h8GTEfG+2Sn9/+IAppUTOu+pzzOVB//UL4kfq5vB8A9dGneSNaof//hh//QbkS9PLJf/yP9RPqublvw/ymFVTNdw+mIMP/Q//pzmF+LQ1WAf9b57U816LR6p3S6TZ3aLhEI5cYjhBkD8AAA/vkld5en4Ez9yPFbvctFjLiOL92VCLuYf+w8PkuI755sKcmKp/v1CsKUBpSzkguwQNe2wOExnFBCqj2mvntl/X9KY7MiYkiAnVmYgHBkl7gF3wQCEMsUD0i6zzgUE7cGqIij+c0t/fOeayftbWHOn7X40bj0uEDH5ZKGBw2oU3poHUCtb22tFV63ippIG4gG4PhC3MPR7Bry/GITYTyAN945k8uXP1b+SPaNc8Hg8DpU5OY61JQGABD8zDyqR3to4QIcGso2+HnVDLUNqowABqtaiyPFLawNy+0vxgxFypawfxTmP2cAAFC+OsCrY+WwP6FFaq5gGYOE/XbhAAAIPUXarhrWJKt10NbWZ2C6AAAAAAAA',
  width: 240,
  height: 135,
} as const
