// The design system's public surface. Tokens are not here: the shell imports
// `@bottega/ui/tokens.css` once for the whole page.
export { Button } from './Button/Button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './Button/Button';
export { IconButton } from './IconButton/IconButton';
export type { IconButtonProps } from './IconButton/IconButton';
export { Icon, iconNames } from './Icon/Icon';
export type { IconName, IconProps } from './Icon/Icon';
export { Drawer } from './Drawer/Drawer';
export type { DrawerProps } from './Drawer/Drawer';
export { PopoverDrawer } from './Drawer/PopoverDrawer';
export type { PopoverDrawerProps } from './Drawer/PopoverDrawer';
export { Modal } from './Modal/Modal';
export type { ModalProps } from './Modal/Modal';
export { Field } from './Field/Field';
export type { FieldProps } from './Field/Field';
export { Checkbox } from './Checkbox/Checkbox';
export type { CheckboxProps } from './Checkbox/Checkbox';
export { Spinner } from './Spinner/Spinner';
export type { SpinnerProps } from './Spinner/Spinner';
export { Price, DiscountBadge } from './Price/Price';
export type { PriceProps } from './Price/Price';
export { Image } from './Image/Image';
export type { ImageProps } from './Image/Image';
export { EmptyState } from './EmptyState/EmptyState';
export type { EmptyStateProps } from './EmptyState/EmptyState';
export { Skeleton } from './Skeleton/Skeleton';
export type { SkeletonProps } from './Skeleton/Skeleton';
export { VisuallyHidden } from './VisuallyHidden/VisuallyHidden';

export { formatPrice, formatCount, discountPercent } from './format/price';
export { formatDate } from './format/date';
export type { DateStyle } from './format/date';

export { useFocusTrap, tabbableIn } from './a11y/useFocusTrap';
export type { FocusTrapOptions } from './a11y/useFocusTrap';
export { useScrollLock } from './a11y/useScrollLock';
