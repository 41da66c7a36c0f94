import { Link, type LinkProps } from 'react-router';
import { type ButtonStyleProps, buttonClassName } from './Button';

export interface ButtonLinkProps extends LinkProps, ButtonStyleProps {}

/** A router link that looks like a button, for actions that are really navigation. */
export function ButtonLink({ variant, size, block, className, ...rest }: ButtonLinkProps) {
  return <Link className={buttonClassName({ variant, size, block }, className)} {...rest} />;
}
