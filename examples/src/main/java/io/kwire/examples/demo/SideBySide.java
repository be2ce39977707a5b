package io.kwire.examples.demo;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;

/** Prints a frame as hex rows, 16 bytes a row, beside the lines of what it decodes to. */
final class SideBySide {
    private static final int BYTES_PER_ROW = 16;
    private static final String HEX_COLUMN_FORMAT = "%04x  %-" + (BYTES_PER_ROW * 3) + "s ";
    private static final String EMPTY_HEX_COLUMN = " ".repeat(String.format(HEX_COLUMN_FORMAT, 0, "").length());

    private SideBySide() {
    }

    /** Prints {@code frame}'s readable bytes beside {@code lines}; leaves {@code frame} unchanged. */
    static void print(PrintStream out, ByteBuf frame, List<String> lines) {
        List<String> hex = hexRows(frame);
        for (int i = 0; i < Math.max(hex.size(), lines.size()); i++) {
            String left = i < hex.size() ? hex.get(i) : EMPTY_HEX_COLUMN;
            String right = i < lines.size() ? lines.get(i) : "";
            out.println((left + right).stripTrailing());
        }
    }

    private static List<String> hexRows(ByteBuf frame) {
        List<String> rows = new ArrayList<>();
        for (int offset = 0; offset < frame.readableBytes(); offset += BYTES_PER_ROW) {
            int length = Math.min(BYTES_PER_ROW, frame.readableBytes() - offset);
            String hex = ByteBufUtil.hexDump(frame, frame.readerIndex() + offset, length)
                    .replaceAll("(..)(?!$)", "$1 ");
            rows.add(String.format(HEX_COLUMN_FORMAT, offset, hex));
        }
        return rows;
    }
}
