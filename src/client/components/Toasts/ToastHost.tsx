// The toast host, in a chunk of its own: App mounts it with the first toast.
export { Notifications as default } from '@mantine/notifications';
