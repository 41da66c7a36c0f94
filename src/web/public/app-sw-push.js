/* Web Push messages shown as notifications, and what a tap on one opens or does (loaded by app-sw.js). */
