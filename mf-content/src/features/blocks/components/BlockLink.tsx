import type { ReactNode } from 'react';
import { VisuallyHidden } from '@bottega/ui';
import { followLink } from '@bottega/fragment-kit';
import { messages } from '../../../messages/it';
import { localised } from '../../routing/routing.rules';

interface Props {
  url: string;
  target: '_self' | '_blank';
  navigate: (to: string) => void;
  basePath: string;
  className?: string;
  children: ReactNode;
  label?: string;
}

const isAbsolute = (url: string) => /^[a-z][a-z0-9+.-]*:/i.test(url);

/** A link from a content block: new tabs say so, same-tab site links stay inside the app. */
export function BlockLink({ url, target, navigate, basePath, className, children, label }: Props) {
  if (target === '_blank' || isAbsolute(url)) {
    return (
      <a href={url} target={target} rel={target === '_blank' ? 'noopener noreferrer' : undefined} className={className} aria-label={label}>
        {children}
        {target === '_blank' && !label && <VisuallyHidden> {messages.footer.newTab}</VisuallyHidden>}
      </a>
    );
  }
  const href = url === '/privacy' ? url : localised(url, basePath);
  return (
    <a href={href} onClick={followLink(navigate)} className={className} aria-label={label}>
      {children}
    </a>
  );
}
