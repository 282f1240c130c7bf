export { Form, type FormProps, type FormSpacing } from './Form';
export { FieldWithAction, FormActions } from './Form.styles';
export { FormField, type FieldControlProps, type FormFieldProps } from './FormField';
