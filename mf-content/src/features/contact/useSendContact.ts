import { useMutation } from '@tanstack/react-query';
import { sendContact } from './contact.api';

export const useSendContact = () => useMutation({ mutationFn: sendContact });
