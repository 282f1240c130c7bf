export { Note, SectionTitle, type NoteProps, type SectionTitleProps } from './Text';
